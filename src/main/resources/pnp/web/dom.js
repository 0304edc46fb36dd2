// The page scripts' DOM helpers, in one place: $ finds an element by id, el and svg make one.
const SVG = 'http://www.w3.org/2000/svg';

export const $ = id => document.getElementById(id);

// sets the attributes (null and undefined ones left out) and the text, and appends e to parent
function build(e, attrs, parent, text) {
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== undefined && text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

// an HTML element
export const el = (tag, attrs = {}, parent = null, text = null) => build(document.createElement(tag), attrs, parent, text);

// an SVG element
export const svg = (tag, attrs = {}, parent = null, text = null) =>
  build(document.createElementNS(SVG, tag), attrs, parent, text);
