// Quill and its snow theme's styles, in their own chunk: only pages with a rich-text editor load it.
import 'quill/dist/quill.snow.css';

export { default } from 'quill';
