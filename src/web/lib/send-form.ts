/**
 * POSTs form data with XMLHttpRequest, because fetch cannot report upload progress. Transport only:
 * headers and error handling belong to `upload()` in api-client.ts, the one way to call the server.
 */
export function sendForm(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error('network'));
    request.onabort = request.onerror;
    request.onload = () => resolve({ status: request.status, data: parse(request.responseText) });
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
