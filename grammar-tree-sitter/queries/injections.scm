; Comments carry FileCheck / lit directives; let an installed `comment` parser
; highlight TODO/NOTE markers.
((comment) @injection.content
  (#set! injection.language "comment"))
