import jax.numpy as jnp

from slotbuf import slots
from slotbuf.memory import fill

values = jnp.arange(12.0).reshape(6, 2)
buf, pos = fill(values, 4)
print(buf, slots.newest(buf, pos))
