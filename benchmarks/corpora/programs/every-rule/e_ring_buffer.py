"""Fixed-size replay buffer updated with functional array operations."""
import jax
import jax.numpy as jnp
from jax import lax

CAPACITY = 8
OBS_DIM = 3


def init_buffer():
    return {"obs": jnp.zeros((CAPACITY, OBS_DIM)), "ptr": jnp.array(0), "size": jnp.array(0)}


@jax.jit
def push(buf, obs):
    i = buf["ptr"]
    new_obs = buf["obs"].at[i].set(obs)
    return {"obs": new_obs, "ptr": (i + 1) % CAPACITY, "size": jnp.minimum(buf["size"] + 1, CAPACITY)}


@jax.jit
def recent(buf, start):
    block = lax.dynamic_slice(buf["obs"], (start, 0), (4, OBS_DIM))
    return block.mean(axis=0)


buf = init_buffer()
for t in range(11):
    buf = push(buf, jnp.full(OBS_DIM, float(t)))
print(int(buf["size"]), recent(buf, buf["ptr"] % 4))
