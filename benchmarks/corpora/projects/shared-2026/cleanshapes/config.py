import collections

Config = collections.namedtuple("Config", "image patch width depth lr steps batch")
CONFIG = Config(image=8, patch=4, width=16, depth=2, lr=0.02, steps=6, batch=12)
