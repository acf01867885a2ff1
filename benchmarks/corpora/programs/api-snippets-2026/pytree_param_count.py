import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class, tree_leaves, tree_map


@register_pytree_node_class
class Layer:
    def __init__(self, w, b, name):
        self.w = w
        self.b = b
        self.name = name

    def tree_flatten(self):
        return (self.w, self.b), self.name

    @classmethod
    def tree_unflatten(cls, name, children):
        return cls(*children, name)

    def __call__(self, x):
        return jnp.tanh(x @ self.w + self.b)


@jax.jit
def apply_all(layers, x):
    outputs = {}
    for layer in layers:
        x = layer(x)
        outputs[layer.name] = x
    n_leaves = len(tree_leaves(layers))
    return x * n_leaves, outputs


key = jax.random.PRNGKey(0)
keys = jax.random.split(key, 3)
layers = [Layer(jax.random.normal(k, (4, 4)) * 0.5, jnp.zeros(4), f"l{i}") for i, k in enumerate(keys)]
y, outs = apply_all(layers, jnp.ones((2, 4)))
print(y.shape, sorted(outs))
scaled = tree_map(lambda p: p * 0.5, layers)
print(sum(p.size for p in tree_leaves(scaled)), scaled[0].name)
