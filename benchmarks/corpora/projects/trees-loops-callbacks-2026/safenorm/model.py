import equinox as eqx
import jax

from .layers import CosineHead


class Classifier(eqx.Module):
    trunk: eqx.nn.MLP
    head: CosineHead

    def __init__(self, in_dim, feat_dim, num_classes, key):
        k1, k2 = jax.random.split(key)
        self.trunk = eqx.nn.MLP(in_dim, feat_dim, width_size=32, depth=2, activation=jax.nn.gelu, key=k1)
        self.head = CosineHead(feat_dim, num_classes, k2)

    def __call__(self, x):
        return self.head(self.trunk(x))


def count_arrays(model):
    leaves = jax.tree_util.tree_leaves(eqx.filter(model, eqx.is_array))
    return len(leaves), sum(leaf.size for leaf in leaves)
