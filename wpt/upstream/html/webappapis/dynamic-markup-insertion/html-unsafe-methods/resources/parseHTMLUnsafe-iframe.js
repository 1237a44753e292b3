window.doParse = (html) => {
  return Document.parseHTMLUnsafe(html);
};
