"""Batched gridworld step where actions index a table of moves."""
import jax
import jax.numpy as jnp

MOVES = [(0, 1), (1, 0), (0, -1), (-1, 0)]  # up, right, down, left
GRID = {"width": 5, "height": 4}


def step(pos, action):
    dx, dy = MOVES[action]
    new_x = jnp.clip(pos[0] + dx, 0, GRID["width"] - 1)
    new_y = jnp.clip(pos[1] + dy, 0, GRID["height"] - 1)
    new_pos = jnp.stack([new_x, new_y])
    goal = jnp.array([GRID["width"] - 1, GRID["height"] - 1])
    reward = jnp.where(jnp.all(new_pos == goal), 1.0, -0.01)
    return new_pos, reward


@jax.jit
def rollout(start, actions):
    def body(pos, a):
        pos, r = step(pos, a)
        return pos, r
    return jax.lax.scan(body, start, actions)


start = jnp.array([0, 0])
actions = jnp.array([1, 1, 0, 1, 0, 1, 0])
final_pos, rewards = rollout(start, actions)
print("final position:", final_pos)
print("return:", rewards.sum())
