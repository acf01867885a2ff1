import equinox as eqx
import jax
import jax.numpy as jnp


class ConvNet(eqx.Module):
    conv1: eqx.nn.Conv1d
    conv2: eqx.nn.Conv1d
    head: eqx.nn.Linear

    def __init__(self, cfg, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.conv1 = eqx.nn.Conv1d(cfg.channels, cfg.hidden, cfg.kernel, padding="SAME", key=k1)
        self.conv2 = eqx.nn.Conv1d(cfg.hidden, cfg.hidden, cfg.kernel, padding="SAME", key=k2)
        self.head = eqx.nn.Linear(cfg.hidden, cfg.classes, key=k3)

    def __call__(self, x):
        h = jax.nn.relu(self.conv1(x))
        h = jax.nn.relu(self.conv2(h))
        return self.head(jnp.mean(h, axis=-1))
