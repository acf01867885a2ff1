import equinox as eqx
import jax


class MultiHeadNet(eqx.Module):
    trunk: eqx.nn.MLP
    heads: dict

    def __init__(self, in_dim, width, depth, feature_dim, out_dims, key):
        k_trunk, *k_heads = jax.random.split(key, len(out_dims) + 1)
        self.trunk = eqx.nn.MLP(in_dim, feature_dim, width, depth, activation=jax.nn.gelu, key=k_trunk)
        self.heads = {i: eqx.nn.Linear(feature_dim, d, key=k) for i, (d, k) in enumerate(zip(out_dims, k_heads))}

    def features(self, x):
        return jax.nn.gelu(jax.vmap(self.trunk)(x))

    def apply_task(self, x, task_id):
        head = self.heads[task_id]
        return jax.vmap(head)(self.features(x))
