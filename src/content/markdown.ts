import MarkdownIt from 'markdown-it';

// Dealers' Markdown, rendered to HTML on the server. Raw HTML is off (escaped as text), markdown-it's own
// link check stays (javascript:, vbscript:, file: refused) and is narrowed to refuse every data: URL too,
// images included. Links that leave the site open in a new tab without handing it this page (noopener).

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

function createRenderer() {
  const md = MarkdownIt({ html: false, linkify: true, typographer: true });
  const validateLink = md.validateLink.bind(md);
  md.validateLink = (url: string) => {
    if (!validateLink(url)) return false;
    const trimmed = url.trim();
    // Relative links and anchors stay; anything with a scheme must be one of the safe ones.
    return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || SAFE_SCHEME.test(trimmed);
  };

  const defaultLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = String(tokens[idx].attrGet('href') ?? '');
    if (/^https?:\/\//i.test(href)) {
      tokens[idx].attrSet('target', '_blank');
      tokens[idx].attrSet('rel', 'noopener noreferrer external');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };

  const defaultImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    tokens[idx].attrSet('loading', 'lazy');
    tokens[idx].attrSet('decoding', 'async');
    return defaultImage
      ? defaultImage(tokens, idx, options, env, self)
      : self.renderToken(tokens, idx, options);
  };

  // The page's title is its only h1: headings in the body start at h2.
  const defaultHeading =
    md.renderer.rules.heading_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
    if (tokens[idx].tag === 'h1') tokens[idx].tag = 'h2';
    return defaultHeading(tokens, idx, options, env, self);
  };
  md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
    if (tokens[idx].tag === 'h1') tokens[idx].tag = 'h2';
    return self.renderToken(tokens, idx, options);
  };
  return md;
}

const renderer = createRenderer();

/** A page's Markdown as HTML that is safe to put in the page as it is. */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}
