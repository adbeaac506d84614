// The fake Google's pages: the account chooser a browser journey fills in (any e-mail and name, the e-mail
// verified or not) and the error page Google shows instead of redirecting when the client or its redirect URI is
// wrong.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

export function chooserPage(requestId: string): string {
  return page(
    'Choose an account (test Google)',
    `<form method="post" action="/o/oauth2/v2/auth/approve">
  <input type="hidden" name="request" value="${escape(requestId)}">
  <p><label>Email <input name="email" type="email" required></label></p>
  <p><label>Name <input name="name"></label></p>
  <p><label><input type="checkbox" name="email_verified" value="true" checked> Email verified by Google</label></p>
  <p><button type="submit">Continue</button></p>
</form>`,
  );
}

export function errorPage(error: string, description: string): string {
  return page('Access blocked: authorisation error', `<p>Error 400: ${escape(error)}</p><p>${escape(description)}</p>`);
}
