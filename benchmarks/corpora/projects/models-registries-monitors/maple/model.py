import jax.numpy as jnp


class LinearModel:
    def __init__(self, featurizer, ridge=1e-3):
        self.featurizer = featurizer
        self.ridge = ridge

    def init(self):
        return {"w": jnp.zeros((self.featurizer.size, 1))}

    def predict(self, params, x):
        return self.featurizer(x) @ params["w"]

    def loss(self, params, x, y):
        err = self.predict(params, x) - y
        return jnp.mean(err ** 2) + self.ridge * jnp.sum(params["w"] ** 2)
