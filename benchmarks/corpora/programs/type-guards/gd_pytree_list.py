import jax
import jax.numpy as jnp


def tree_sq_norm(tree):
    if isinstance(tree, (list, tuple)):
        return sum(tree_sq_norm(t) for t in tree)
    if isinstance(tree, dict):
        return sum(tree_sq_norm(v) for v in tree.values())
    if tree is None:
        return 0.0
    return jnp.sum(tree ** 2)


def loss(params):
    return 0.5 * tree_sq_norm(params)


def main():
    params = {
        "layers": [jnp.ones((2, 2)), (jnp.arange(3.0), None)],
        "bias": jnp.array(2.0),
    }
    grads = jax.jit(jax.grad(loss))(params)
    print(jax.tree_util.tree_map(lambda g: g.shape, grads))
    print(float(loss(params)))


if __name__ == "__main__":
    main()
