"""Vectorised grid-world with treasure cells, evaluated with a greedy policy under vmap."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

ENV_CFG = {"size": 7, "n_treasure": 4, "horizon": 40, "n_envs": 16}
DIRS = jnp.array([[-1, 0], [1, 0], [0, -1], [0, 1]])


class State(NamedTuple):
    pos: jnp.ndarray
    treasure: jnp.ndarray
    steps: jnp.ndarray
    collected: jnp.ndarray


def reset(key, cfg=ENV_CFG):
    k1, k2 = jax.random.split(key)
    n = cfg["size"]
    cells = jax.random.choice(k1, n * n, (cfg["n_treasure"],), replace=False)
    treasure = jnp.zeros(n * n, bool).at[cells].set(True).reshape(n, n)
    pos = jax.random.randint(k2, (2,), 0, n)
    return State(pos, treasure, jnp.int32(0), jnp.int32(0))


def treasure_coords(treasure, k):
    rows, cols = jnp.nonzero(treasure, size=k, fill_value=-1)
    return jnp.stack([rows, cols], axis=1)


def greedy_action(state, cfg=ENV_CFG):
    coords = treasure_coords(state.treasure, cfg["n_treasure"])
    valid = coords[:, 0] >= 0
    dist = jnp.sum(jnp.abs(coords - state.pos), axis=1)
    target = coords[jnp.argmin(jnp.where(valid, dist, 10 ** 6))]
    cand = jnp.clip(state.pos + DIRS, 0, cfg["size"] - 1)
    return jnp.argmin(jnp.sum(jnp.abs(cand - target), axis=1))


def step(state, action, cfg=ENV_CFG):
    pos = jnp.clip(state.pos + DIRS[action], 0, cfg["size"] - 1)
    got = state.treasure[pos[0], pos[1]]
    treasure = state.treasure.at[pos[0], pos[1]].set(False)
    return State(pos, treasure, state.steps + 1, state.collected + got.astype(jnp.int32))


def episode(key, cfg=ENV_CFG):
    def body(state, _):
        done = ~jnp.any(state.treasure)
        nxt = step(state, greedy_action(state))
        state = jax.tree_util.tree_map(lambda a, b: jnp.where(done, a, b), state, nxt)
        return state, done

    final, dones = jax.lax.scan(body, reset(key), None, length=cfg["horizon"])
    first_done = jnp.argmax(dones)
    return final.collected, jnp.where(jnp.any(dones), first_done, cfg["horizon"])


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), ENV_CFG["n_envs"])
    collected, lengths = jax.jit(jax.vmap(episode))(keys)
    print("treasure collected per env:", collected.tolist())
    print("episode lengths:", lengths.tolist())
    solved = int(jnp.sum(collected == ENV_CFG["n_treasure"]))
    print(f"solved {solved}/{ENV_CFG['n_envs']} environments")


if __name__ == "__main__":
    main()
