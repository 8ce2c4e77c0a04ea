# Adding, opening and finishing to-dos, with a typo and a wrong number on the way.
# width: 48
add Water the plants
opne 3
open 3
done
open 9
new Call Ada's mum tomorrow
help open
home
