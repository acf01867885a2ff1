import equinox as eqx
import jax
import jax.numpy as jnp


class LogisticMap(eqx.Module):
    rate: jax.Array
    steps: jax.Array

    def __call__(self, x0):
        x = x0
        for _ in range(self.steps):
            x = self.rate * x * (1.0 - x)
        return x


def sensitivity(model, x0):
    return eqx.filter_grad(lambda m: m(x0))(model)


model = LogisticMap(rate=jnp.array(2.9), steps=jnp.array(6))
grads = sensitivity(model, 0.2)
print("d x_n / d rate:", float(grads.rate))
print("x_n:", float(model(0.2)))
