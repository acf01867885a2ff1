from typing import NamedTuple

import jax

ENV_REGISTRY = {}


def register_env(name):
    def decorator(cls):
        ENV_REGISTRY[name] = cls
        cls.env_name = name
        return cls

    return decorator


def make(name, **kwargs):
    if name not in ENV_REGISTRY:
        raise KeyError(f"environment {name!r} is not registered")
    return ENV_REGISTRY[name](**kwargs)


class EnvState(NamedTuple):
    pos: jax.Array
    t: jax.Array


class Env:
    num_actions: int
    obs_size: int

    def reset(self, key):
        raise NotImplementedError

    def step(self, state, action):
        raise NotImplementedError
