import jax
import jax.numpy as jnp
import numpy as np

BOX = 10.0
DT = 0.05
GRAVITY = jnp.array([0.0, -9.81])


def apply_walls(pos, vel):
    hit_low = pos < 0.0
    hit_high = pos > BOX
    vel = jnp.where(hit_low | hit_high, -0.9 * vel, vel)
    pos = np.minimum(np.maximum(pos, 0.0), BOX)
    return pos, vel


@jax.jit
def step(pos, vel):
    vel = vel + GRAVITY * DT
    pos = pos + vel * DT
    return apply_walls(pos, vel)


np.random.seed(0)
n = 50
pos = jnp.array(np.random.rand(n, 2) * BOX)
vel = jnp.array(np.random.randn(n, 2))
heights = []
for t in range(400):
    pos, vel = step(pos, vel)
    heights.append(float(pos[:, 1].mean()))
print("mean height start/end:", heights[0], heights[-1])
print("all inside box:", bool(((pos >= 0) & (pos <= BOX)).all()))
