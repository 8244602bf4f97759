// Runs before the first paint: the keys are those of src/web/lib/settings.ts.
(function () {
  try {
    var root = document.documentElement;
    var mode = localStorage.getItem('theme') || 'light';
    var dark =
      mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
    var language = localStorage.getItem('language') || 'en';
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
  } catch (error) {
    // Storage can be blocked; the app then starts with the defaults.
  }
})();
