import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class ClassWeights:
    def __init__(self, weights):
        self.weights = weights

    def tree_flatten(self):
        keys = sorted(self.weights)
        return [self.weights[k] for k in keys], keys

    @classmethod
    def tree_unflatten(cls, keys, leaves):
        return cls(dict(zip(keys, leaves)))

    def weight_for(self, label):
        return self.weights[label]


@jax.jit
def weighted_loss(cw, logits, label):
    logp = jax.nn.log_softmax(logits)
    return -cw.weight_for(label) * logp[label]


cw = ClassWeights({0: jnp.float32(1.0), 1: jnp.float32(2.5), 2: jnp.float32(0.5)})
logits = jnp.array([0.2, 1.5, -0.3])
print(jax.tree_util.tree_leaves(cw))
print(weighted_loss(cw, logits, 1))
