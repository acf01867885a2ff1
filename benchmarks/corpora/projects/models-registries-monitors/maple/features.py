import jax.numpy as jnp


class PolynomialFeatures:
    def __init__(self, degree: int):
        self.degree = degree

    @property
    def size(self):
        return self.degree + 1

    def __call__(self, x):
        # x: [batch, 1] -> [batch, degree + 1]
        return jnp.concatenate([x ** k for k in range(self.degree + 1)], axis=-1)
