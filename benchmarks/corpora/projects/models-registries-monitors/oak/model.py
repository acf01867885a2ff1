import jax
import jax.numpy as jnp


class LogisticModel:
    def __init__(self, dim):
        self.dim = dim

    def init(self):
        return {"w": jnp.zeros(self.dim), "b": jnp.zeros(())}

    @staticmethod
    def logit(params, x):
        return x @ params["w"] + params["b"]

    def example_loss(self, params, x, y):
        z = self.logit(params, x)
        return jax.nn.softplus(z) - y * z
