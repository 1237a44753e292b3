// The web APIs that common libraries (jQuery, Preact, React, DOMPurify, lodash, dayjs, …)
// touch: which framescope has. Every name is checked for presence; the ones still missing
// are listed here, so that losing one, or adding one without updating this list, fails.
"use strict";

const el = () => document.createElement("div");
const APIS = {
  "document.createElement": () => document.createElement, "document.createElementNS": () => document.createElementNS,
  "document.createTextNode": () => document.createTextNode, "document.createComment": () => document.createComment,
  "document.createDocumentFragment": () => document.createDocumentFragment, "document.createEvent": () => document.createEvent,
  "document.createRange": () => document.createRange, "document.createTreeWalker": () => document.createTreeWalker,
  "document.createNodeIterator": () => document.createNodeIterator, "document.getElementById": () => document.getElementById,
  "document.getElementsByTagName": () => document.getElementsByTagName, "document.getElementsByClassName": () => document.getElementsByClassName,
  "document.querySelector": () => document.querySelector, "document.querySelectorAll": () => document.querySelectorAll,
  "document.implementation.createHTMLDocument": () => document.implementation.createHTMLDocument,
  "document.importNode": () => document.importNode, "document.adoptNode": () => document.adoptNode,
  "document.currentScript": () => "currentScript" in document, "document.readyState": () => document.readyState,
  "document.documentElement": () => document.documentElement, "document.head": () => document.head, "document.body": () => document.body,
  "document.title": () => "title" in document, "document.cookie": () => "cookie" in document, "document.activeElement": () => document.activeElement,
  "document.defaultView": () => document.defaultView, "document.visibilityState": () => document.visibilityState, "document.hidden": () => "hidden" in document,
  "element.innerHTML": () => "innerHTML" in el(), "element.outerHTML": () => "outerHTML" in el(), "element.insertAdjacentHTML": () => el().insertAdjacentHTML,
  "element.insertAdjacentElement": () => el().insertAdjacentElement, "element.insertAdjacentText": () => el().insertAdjacentText,
  "node.textContent": () => "textContent" in el(), "element.classList": () => el().classList, "element.dataset": () => el().dataset,
  "element.attributes": () => el().attributes, "element.getAttribute": () => el().getAttribute, "element.setAttribute": () => el().setAttribute,
  "element.removeAttribute": () => el().removeAttribute, "element.hasAttribute": () => el().hasAttribute, "element.toggleAttribute": () => el().toggleAttribute,
  "element.style": () => el().style, "element.matches": () => el().matches, "element.closest": () => el().closest,
  "element.getBoundingClientRect": () => el().getBoundingClientRect, "element.append": () => el().append, "element.prepend": () => el().prepend,
  "element.before": () => el().before, "element.after": () => el().after, "element.remove": () => el().remove, "element.replaceWith": () => el().replaceWith,
  "element.replaceChildren": () => el().replaceChildren, "node.cloneNode": () => el().cloneNode, "node.contains": () => el().contains,
  "node.compareDocumentPosition": () => el().compareDocumentPosition, "element.children": () => el().children,
  "element.firstElementChild": () => "firstElementChild" in el(), "element.nextElementSibling": () => "nextElementSibling" in el(),
  "element.previousElementSibling": () => "previousElementSibling" in el(), "node.parentElement": () => "parentElement" in el(),
  "node.childNodes": () => el().childNodes, "element.click": () => el().click, "element.focus": () => el().focus, "element.blur": () => el().blur,
  "element.scrollIntoView": () => el().scrollIntoView, "element.namespaceURI": () => el().namespaceURI, "element.tagName": () => el().tagName,
  "Event": () => Event, "CustomEvent": () => CustomEvent, "MouseEvent": () => MouseEvent, "KeyboardEvent": () => KeyboardEvent, "FocusEvent": () => FocusEvent,
  "EventTarget.dispatchEvent": () => el().dispatchEvent, "AbortController": () => AbortController,
  "getComputedStyle": () => self.getComputedStyle, "requestAnimationFrame": () => self.requestAnimationFrame, "cancelAnimationFrame": () => self.cancelAnimationFrame,
  "matchMedia": () => self.matchMedia, "MutationObserver": () => self.MutationObserver, "ResizeObserver": () => self.ResizeObserver,
  "IntersectionObserver": () => self.IntersectionObserver, "DOMParser": () => self.DOMParser, "XMLSerializer": () => self.XMLSerializer,
  "TextEncoder": () => TextEncoder, "TextDecoder": () => TextDecoder, "atob": () => atob, "btoa": () => btoa, "URL": () => URL,
  "URLSearchParams": () => URLSearchParams, "URL.searchParams": () => new URL("https://a.test/?x").searchParams, "fetch": () => fetch,
  "Headers": () => Headers, "Response": () => Response, "Request": () => self.Request, "FormData": () => self.FormData, "Blob": () => Blob,
  "navigator.userAgent": () => navigator.userAgent, "location.href": () => location.href, "history.pushState": () => self.history && history.pushState,
  "localStorage": () => self.localStorage, "sessionStorage": () => self.sessionStorage, "performance.now": () => performance.now,
  "structuredClone": () => self.structuredClone, "crypto.getRandomValues": () => self.crypto && crypto.getRandomValues,
  "queueMicrotask": () => queueMicrotask, "HTMLElement": () => HTMLElement, "Node": () => Node, "NodeFilter": () => self.NodeFilter,
};
// Not yet: none.
const MISSING = [];

test(() => {
  const missing = Object.keys(APIS).filter((name) => {
    try { return !APIS[name](); } catch { return true; }
  });
  assert_array_equals(missing, MISSING);
  assert_greater_than_equal(Object.keys(APIS).length - missing.length, 105);
}, "The APIs libraries touch are present");
