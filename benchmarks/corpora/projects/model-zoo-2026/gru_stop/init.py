import equinox as eqx
import jax


def orthogonal_linears(model, key):
    is_linear = lambda m: isinstance(m, eqx.nn.Linear)
    linears = [m for m in jax.tree_util.tree_leaves(model, is_leaf=is_linear) if is_linear(m)]
    keys = jax.random.split(key, max(len(linears), 1))
    init = jax.nn.initializers.orthogonal()
    new = [init(k, l.weight.shape) for k, l in zip(keys, linears)]
    get = lambda m: [l.weight for l in jax.tree_util.tree_leaves(m, is_leaf=is_linear) if is_linear(l)]
    return eqx.tree_at(get, model, new)
