# The preview gallery's list, a page at a time, as on a terminal of 30 rows: Enter and
# "next" turn the pages, "open N" takes the number shown, and "list" comes back to the page
# that holds the preview seen.
# width: 80
\
next
next
prev
open 24
next
list
