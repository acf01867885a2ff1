"""An ensemble regressor with jitted methods on a class."""
import jax
import jax.numpy as jnp


class Ensemble:
    def __init__(self, key, n_members, d_in, d_hidden):
        k1, k2 = jax.random.split(key)
        self.w1 = jax.random.normal(k1, (n_members, d_in, d_hidden)) / jnp.sqrt(d_in)
        self.w2 = jax.random.normal(k2, (n_members, d_hidden)) / jnp.sqrt(d_hidden)
        self.n_members = n_members
        self.predict = jax.jit(self._predict)

    def _member(self, w1, w2, x):
        return jnp.tanh(x @ w1) @ w2

    def _predict(self, x):
        preds = jax.vmap(self._member, in_axes=(0, 0, None))(self.w1, self.w2, x)
        if self.n_members > 1:
            return preds.mean(axis=0), preds.std(axis=0)
        return preds[0], jnp.zeros_like(preds[0])


if __name__ == "__main__":
    model = Ensemble(jax.random.PRNGKey(0), 5, 3, 8)
    mean, std = model.predict(jnp.ones((4, 3)))
    print(mean.shape, std.shape)
