"""A jittable 2-D point-mass that has to reach a random goal."""
import jax
import jax.numpy as jnp

DT = 0.1
OBS_DIM = 6
ACT_DIM = 2


def reset(key):
    k1, k2 = jax.random.split(key)
    pos = jax.random.uniform(k1, (2,), minval=-1.0, maxval=1.0)
    goal = jax.random.uniform(k2, (2,), minval=-1.0, maxval=1.0)
    return {"pos": pos, "vel": jnp.zeros(2), "goal": goal}


def observe(state):
    return jnp.concatenate([state["pos"], state["vel"], state["goal"] - state["pos"]])


def step(state, action):
    vel = 0.9 * state["vel"] + DT * action
    pos = jnp.clip(state["pos"] + DT * vel, -2.0, 2.0)
    new = {"pos": pos, "vel": vel, "goal": state["goal"]}
    reward = -jnp.linalg.norm(new["goal"] - pos) - 0.01 * jnp.sum(action ** 2)
    return new, reward


def rollout(policy, key, length):
    def body(state, _):
        action = policy(observe(state))
        state, reward = step(state, action)
        return state, reward

    _, rewards = jax.lax.scan(body, reset(key), None, length=length)
    return rewards.sum()
