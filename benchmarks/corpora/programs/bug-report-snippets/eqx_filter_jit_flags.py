import equinox as eqx
import jax
import jax.numpy as jnp


class NoisyMLP(eqx.Module):
    layers: list
    dropout: eqx.nn.Dropout

    def __init__(self, sizes, key):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(sizes[:-1], sizes[1:], keys)]
        self.dropout = eqx.nn.Dropout(p=0.1)

    def __call__(self, x, key, training):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
            if training:  # Python bool: filter_jit keeps it static
                x = self.dropout(x, key=key)
        return self.layers[-1](x)


@eqx.filter_jit
def batch_loss(model, xs, ys, key, training, n_samples):
    keys = jax.random.split(key, (n_samples, xs.shape[0]))
    preds = jnp.stack([jax.vmap(model, in_axes=(0, 0, None))(xs, keys[i], training) for i in range(n_samples)])
    return jnp.mean((preds.mean(0).squeeze(-1) - ys) ** 2)


model = NoisyMLP([3, 16, 1], jax.random.PRNGKey(0))
xs = jax.random.normal(jax.random.PRNGKey(1), (8, 3))
ys = xs.sum(axis=1)
print(batch_loss(model, xs, ys, jax.random.PRNGKey(2), True, 3))
print(batch_loss(model, xs, ys, jax.random.PRNGKey(2), False, 1))
