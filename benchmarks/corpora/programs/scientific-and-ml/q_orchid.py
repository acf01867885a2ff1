"""Grid-world foraging environment with random-policy rollouts inside lax.while_loop."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

GRID = 8
N_FOOD = 6
MAX_STEPS = 50
MOVES = jnp.array([[0, 1], [0, -1], [1, 0], [-1, 0]])


class EnvState(NamedTuple):
    agent: jnp.ndarray
    food: jnp.ndarray
    t: jnp.ndarray
    score: jnp.ndarray


class GridEnv:
    def __init__(self, size=GRID, n_food=N_FOOD):
        self.size = size
        self.n_food = n_food

    def reset(self, key):
        k1, k2 = jax.random.split(key)
        agent = jax.random.randint(k1, (2,), 0, self.size)
        flat = jax.random.choice(k2, self.size * self.size, (self.n_food,), replace=False)
        food = jnp.zeros((self.size, self.size), bool).reshape(-1).at[flat].set(True)
        return EnvState(agent, food.reshape(self.size, self.size), jnp.int32(0), jnp.float32(0))

    def nearest_food_distance(self, state):
        rows, cols = jnp.nonzero(state.food)
        d = jnp.abs(rows - state.agent[0]) + jnp.abs(cols - state.agent[1])
        return jnp.min(d, initial=2 * self.size)

    def step(self, state, action):
        agent = jnp.clip(state.agent + MOVES[action], 0, self.size - 1)
        ate = state.food[agent[0], agent[1]]
        food = state.food.at[agent[0], agent[1]].set(False)
        shaped = -0.01 * self.nearest_food_distance(state._replace(agent=agent, food=food))
        reward = jnp.where(ate, 1.0, 0.0) + shaped
        return EnvState(agent, food, state.t + 1, state.score + reward)


def rollout(env, key):
    k_reset, k_act = jax.random.split(key)
    state = env.reset(k_reset)

    def cond(carry):
        st, _ = carry
        return (st.t < MAX_STEPS) & jnp.any(st.food)

    def body(carry):
        st, k = carry
        k, sub = jax.random.split(k)
        a = jax.random.randint(sub, (), 0, 4)
        return env.step(st, a), k

    final, _ = jax.lax.while_loop(cond, body, (state, k_act))
    return final


def main():
    env = GridEnv()
    run = jax.jit(lambda k: rollout(env, k))
    scores = []
    for ep in range(5):
        final = run(jax.random.PRNGKey(ep))
        scores.append(float(final.score))
        print(f"episode {ep}: steps={int(final.t)} score={scores[-1]:.2f} "
              f"food left={int(final.food.sum())}")
    print("mean score:", sum(scores) / len(scores))


if __name__ == "__main__":
    main()
