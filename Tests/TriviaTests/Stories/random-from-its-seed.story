# "random" rolls the numbers the story's seed draws, the same every run and in the built app.
# seed: 4
random
random
history
