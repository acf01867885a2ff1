"""Equinox policy network."""
import equinox as eqx
import jax


class Policy(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, obs_size: int, num_actions: int, key):
        self.mlp = eqx.nn.MLP(obs_size, num_actions, width_size=32, depth=1,
                              activation=jax.nn.relu, key=key)

    def __call__(self, obs):
        return self.mlp(obs)
