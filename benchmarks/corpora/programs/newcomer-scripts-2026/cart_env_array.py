import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


class CartEnv:
    def __init__(self, dt=0.05, mass=1.0, friction=0.1, limit=3.0):
        self.dt = dt
        self.mass = mass
        self.friction = friction
        self.limit = limit
        self.forces = jnp.array([-10.0, 0.0, 10.0])

    def reset(self):
        return jnp.array([0.0, 0.0])

    def step(self, state, action):
        pos, vel = state[0], state[1]
        force = self.forces[action]
        acc = (force - self.friction * vel) / self.mass
        vel = vel + acc * self.dt
        pos = pos + vel * self.dt
        out = jnp.abs(pos) > self.limit
        new_state = lax.cond(out, lambda: self.reset(), lambda: jnp.stack([pos, vel]))
        reward = -jnp.abs(pos - 1.0)
        return new_state, reward


def rollout(env, actions):
    def scan_fn(state, a):
        state, r = env.step(state, a)
        return state, r

    return lax.scan(scan_fn, env.reset(), actions)


env = CartEnv()
actions = jnp.array(np.random.default_rng(0).integers(0, 3, size=100))
final, rewards = jax.jit(lambda a: rollout(env, a))(actions)
print("final position:", float(final[0]))
print("total reward:", float(rewards.sum()))
