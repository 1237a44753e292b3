var creators = {
  "element": "createElement",
  "text": "createTextNode",
  "comment": "createComment"
};
