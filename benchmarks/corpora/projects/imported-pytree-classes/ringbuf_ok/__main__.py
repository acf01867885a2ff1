from .buffer import Ring
from .ops import latest, push

ring = Ring.empty(4)
for v in (1.0, 2.0, 3.0):
    ring = push(ring, v)
print(latest(ring))
