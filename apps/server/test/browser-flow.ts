/** A tiny stand-in for a browser over real HTTP: a cookie jar and manual redirects. */
export class Browser {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The Cookie header this browser would send (paths are ignored; names here are unique). */
  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The value of a cookie this browser holds, or undefined. */
  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** One request without following redirects; stores the cookies it sets. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(new URL(url, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const removed = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(eq + 1).trim() === '';
      if (removed) this.jar.delete(name);
      else this.jar.set(name, pair.slice(eq + 1).trim());
    }
    return response;
  }

  /** Follows redirects from `url` until an answer that is not a redirect, or a redirect to `stopAt`'s path. */
  async follow(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ response: Response; url: string }> {
    let current = new URL(url, this.baseUrl).href;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const next = new URL(response.headers.get('location') ?? '/', current);
      if (stopAt && next.pathname === stopAt) return { response, url: current };
      current = next.href;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}

/**
 * Signs in through the whole OpenID Connect flow against the built-in development provider:
 * /api/login/google, the provider's form (name and email), back to the callback, ending at /login.
 * Returns the browser, which then holds the session cookie.
 */
export async function signInWithDevProvider(
  baseUrl: string,
  person: { name: string; email: string },
): Promise<Browser> {
  const browser = new Browser(baseUrl);
  const form = await browser.follow('/api/login/google');
  if (form.response.status !== 200) throw new Error(`Expected the sign-in form, got ${form.response.status}`);
  const html = await form.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form on ${form.url}:\n${html}`);
  const done = await browser.follow(
    new URL(action.replaceAll('&amp;', '&'), form.url).href,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person).toString(),
    },
    '/login',
  );
  if (done.response.status !== 302 || !done.url.includes('/api/login/google/callback')) {
    throw new Error(
      `The sign-in did not end at the callback: ${done.response.status} ${done.url}\n${await done.response.text()}`,
    );
  }
  return browser;
}
