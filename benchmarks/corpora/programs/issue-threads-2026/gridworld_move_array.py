"""Batched gridworld rollouts with the move table stored as an array."""
import jax
import jax.numpy as jnp
import numpy as np

MOVE_NAMES = ["up", "right", "down", "left"]
MOVES = jnp.asarray([(0, 1), (1, 0), (0, -1), (-1, 0)])
GRID = {"width": 5, "height": 4}


def step(pos, action):
    dx, dy = MOVES[action]
    new_x = jnp.clip(pos[0] + dx, 0, GRID["width"] - 1)
    new_y = jnp.clip(pos[1] + dy, 0, GRID["height"] - 1)
    new_pos = jnp.stack([new_x, new_y])
    goal = jnp.array([GRID["width"] - 1, GRID["height"] - 1])
    return new_pos, jnp.where(jnp.all(new_pos == goal), 1.0, -0.01)


@jax.jit
def rollout(start, actions):
    return jax.lax.scan(step, start, actions)


@jax.jit
def random_actions(key):
    return jax.random.randint(key, (7,), 0, len(MOVE_NAMES))


start = jnp.array([0, 0])
actions = random_actions(jax.random.PRNGKey(3))
final_pos, rewards = rollout(start, actions)
print("actions:", [MOVE_NAMES[int(a)] for a in np.asarray(actions)])
print("final position:", final_pos, "return:", float(rewards.sum()))
batch = jax.vmap(rollout, in_axes=(None, 0))(start, jnp.tile(actions, (3, 1)))
print("batched returns:", batch[1].sum(axis=1))
