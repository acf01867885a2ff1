import abc

import jax.numpy as jnp

_ENVS = {}


def register(name):
    def wrap(cls):
        _ENVS[name] = cls
        return cls
    return wrap


def registered():
    return sorted(_ENVS)


def make(name, **kwargs):
    return _ENVS[name](**kwargs)


class Env(abc.ABC):
    """Functional environment: all state lives in an explicit pytree."""

    @property
    @abc.abstractmethod
    def num_actions(self):
        ...

    @property
    @abc.abstractmethod
    def obs_size(self):
        ...

    @abc.abstractmethod
    def reset(self, key):
        ...

    @abc.abstractmethod
    def step(self, state, action):
        """Returns (state, reward, done)."""

    @abc.abstractmethod
    def observe(self, state):
        ...

    @staticmethod
    def clip_position(pos, low, high):
        return jnp.clip(pos, low, high)
