# The preview gallery piped, as `storefront --previews` runs it: step through the Cart's
# previews, change the width, then enter one and keep shopping from that state.
# width: 60
scene cart
next
width 40
prev
width 60
open 19
enter
qty 1 3
code SPRING10
checkout
back
back
list
