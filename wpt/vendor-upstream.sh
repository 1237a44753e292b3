#!/usr/bin/env bash
# Re-vendors the upstream web-platform-tests that framescope runs in `make test`, from a
# git clone (bare or not) of web-platform-tests, unmodified, into wpt/upstream/, and
# records the revision in wpt/upstream/REVISION.
#
#   wpt/vendor-upstream.sh WPT_GIT_DIR [REVISION]     (REVISION defaults to HEAD)
#
# Then run `make wpt-upstream-update` to refresh wpt/upstream/expectations.json and
# review the diff: every failure keeps a reason.
set -euo pipefail
cd "$(dirname "$0")"
source_dir=${1:?usage: wpt/vendor-upstream.sh WPT_GIT_DIR [REVISION]}
revision=$(git -C "$source_dir" rev-parse "${2:-HEAD}^{commit}")

# The spec directories framescope claims or is about to claim, and the harness files
# their tests load.
specs=(hr-time performance-timeline user-timing navigation-timing measure-memory js-self-profiling dom/events dom/nodes dom/traversal dom/ranges selection shadow-dom custom-elements
  html/webappapis/scripting/events html/webappapis/scripting/processing-model-2 html/webappapis/scripting/reporterror.any.js
  html/webappapis/scripting/reporterror-cross-realm-method.html html/semantics/scripting-1/the-script-element html/the-xhtml-syntax
  html/semantics/forms/form-submission-0 html/browsers/the-window-object html/interaction/focus resource-timing webmessaging
  workers xhr url domxpath domparsing html/webappapis/structured-clone
  intersection-observer resize-observer WebCryptoAPI streams webstorage FileAPI
  fetch/api/headers fetch/api/request fetch/api/response fetch/api/body fetch/api/basic/integrity.sub.any.js fetch/api/idlharness.any.js fetch/content-encoding eventsource
  dom/idlharness.any.js dom/idlharness.window.js html/dom/idlharness.any.js html/dom/idlharness.https.html
  cookies html/dom/documents/resource-metadata-management/document-cookie.html
  html/infrastructure/common-dom-interfaces/collections/htmlallcollection.html
  html/browsers/history html/webappapis/dynamic-markup-insertion html/browsers/sandboxing html/semantics/embedded-content/the-iframe-element
  html/browsers/origin/cross-origin-objects html/browsers/origin/relaxing-the-same-origin-restriction
  html/semantics/document-metadata/the-style-element
  html/browsers/browsing-the-web/unloading-documents html/semantics/document-metadata/the-meta-element/pragma-directives/attr-meta-http-equiv-refresh navigation-api/navigation-history-entry navigation-api/navigation-methods navigation-api/currententrychange-event navigation-api/state navigation-api/updateCurrentEntry-method navigation-api/navigation-activation navigation-api/navigate-event navigation-api/resources
  subresource-integrity/META.yml subresource-integrity/alternate.css subresource-integrity/crossorigin-anon-style.css subresource-integrity/crossorigin-anon-style.css.headers subresource-integrity/crossorigin-creds-style.css subresource-integrity/crossorigin-creds-style.css.sub.headers subresource-integrity/crossorigin-ineligible-style.css subresource-integrity/image.png subresource-integrity/script.js subresource-integrity/sri-test-helpers.sub.js subresource-integrity/style.css subresource-integrity/subresource-integrity.html
  import-maps/dynamic-integrity.html import-maps/no-referencing-script-integrity-valid.html import-maps/no-referencing-script-integrity.html import-maps/nonimport-integrity.html import-maps/not-overridden/integrity.html import-maps/static-integrity.html import-maps/resources/log.js import-maps/resources/log.js.headers
  subresource-integrity/integrity-policy/parsing.html)
harness=(common dom/common.js dom/constants.js html/resources/common.js resources/testharness.js resources/testharnessreport.js resources/testharness.css
  resources/idlharness.js resources/testdriver.js resources/testdriver-vendor.js
  resources/testdriver-actions.js resources/webidl2 resources/sriharness.js
  resources/check-layout-th.js resources/channel.sub.js resources/utils.js
  service-workers/service-worker/resources/test-helpers.sub.js
  fetch/api/resources fetch/api/cors/resources/not-cors-safelisted.json
  html/browsers/browsing-the-web/remote-context-helper/resources html/semantics/embedded-content/resources/common.js
  resources/blank.html cors/support.js images/red.png images/green.png
  content-security-policy/resources/ran.js images/pattern.mp4 images/pattern.webm)

keep=upstream/expectations.json
saved=$(mktemp)
[ -f "$keep" ] && cp "$keep" "$saved"
rm -rf upstream
mkdir -p upstream
paths=()
for path in "${specs[@]}" "${harness[@]}"; do
  if git -C "$source_dir" cat-file -e "$revision:$path" 2>/dev/null; then paths+=("$path"); fi
done
git -C "$source_dir" archive "$revision" -- "${paths[@]}" | tar -x -C upstream
# Left out, for `make test`'s time on two cores: WebCryptoAPI's generateKey successes for
# the RSA algorithms make a 2048-bit RSA key in every subtest (~150 for RSA-OAEP, ~36 for
# each signature algorithm), about 0.8 s each with the `rsa` crate here: 240 s of CPU in
# all. RSA key generation stays covered by the generateKey failures files, by
# wrapKey_unwrapKey and by the project's own wpt/WebCryptoAPI tests.
rm -f upstream/WebCryptoAPI/generateKey/successes_RSA-OAEP.https.any.js \
  upstream/WebCryptoAPI/generateKey/successes_RSA-PSS.https.any.js \
  upstream/WebCryptoAPI/generateKey/successes_RSASSA-PKCS1-v1_5.https.any.js
# Left out of html/interaction/focus: focusgroup/ (the tentative focusgroup attribute, an
# experiment of Chromium's that HTML does not have), and the tests of focus's scrolling
# (preventScroll, a textarea's selection scrolled into view), which need layout: framescope
# has none, and nothing scrolls.
rm -rf upstream/html/interaction/focus/focusgroup
rm -f upstream/html/interaction/focus/processing-model/preventScroll.html \
  upstream/html/interaction/focus/processing-model/preventScroll-nested-scroll-elements.html \
  upstream/html/interaction/focus/processing-model/preventScroll-textarea.html \
  upstream/html/interaction/focus/processing-model/support/preventScroll-helper.html \
  upstream/html/interaction/focus/processing-model/textarea-scroll-selection.html
# The IDL files (idlharness tests fetch /interfaces/*.idl).
git -C "$source_dir" archive "$revision" -- interfaces | tar -x -C upstream --wildcards '*.idl'
[ -s "$saved" ] && cp "$saved" "$keep"
rm -f "$saved"
# The upstream repository and commit (not the local clone's path, which is the vendoring
# machine's); WPT_REPOSITORY names a mirror it came through.
{
  echo "repository: ${WPT_REPOSITORY:-web-platform-tests/wpt}"
  echo "commit: $revision"
  echo "directories: ${specs[*]}"
} > upstream/REVISION
# The [CEReactions] members, from the IDL just vendored (runtime/web/html/custom_element_reactions_table.js).
node ce-reactions-table.js
echo "vendored ${#specs[@]} spec directories at $revision into wpt/upstream/"
