import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


class CartEnv:
    def __init__(self, dt=0.05, mass=1.0, friction=0.1):
        self.dt = dt
        self.mass = mass
        self.friction = friction
        self.forces = [-10.0, 0.0, 10.0]

    def reset(self):
        return jnp.array([0.0, 0.0])

    def step(self, state, action):
        pos, vel = state[0], state[1]
        force = self.forces[action]
        acc = (force - self.friction * vel) / self.mass
        vel = vel + acc * self.dt
        pos = pos + vel * self.dt
        reward = -jnp.abs(pos - 1.0)
        return jnp.stack([pos, vel]), reward


def rollout(env, actions):
    def scan_fn(state, a):
        state, r = env.step(state, a)
        return state, r

    final, rewards = lax.scan(scan_fn, env.reset(), actions)
    return final, rewards


env = CartEnv()
actions = jnp.array(np.random.default_rng(0).integers(0, 3, size=100))
final, rewards = rollout(env, actions)
print("final position:", float(final[0]))
print("total reward:", float(rewards.sum()))
