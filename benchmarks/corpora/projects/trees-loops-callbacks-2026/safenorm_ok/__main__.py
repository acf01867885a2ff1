import equinox as eqx
import jax

from . import model as model_lib
from . import train


def main():
    key = jax.random.PRNGKey(0)
    k_model, k_data = jax.random.split(key)
    num_classes = 4
    net = model_lib.Classifier(2, 16, num_classes, k_model)
    n_leaves, n_params = model_lib.count_arrays(net)
    print(f"{n_leaves} arrays, {n_params} parameters")

    tx = train.make_optimizer(3e-3)
    opt_state = tx.init(eqx.filter(net, eqx.is_array))
    step = train.make_step(tx)
    x, y = train.make_blobs(k_data, 512, num_classes)

    structure_before = jax.tree_util.tree_structure(eqx.filter(net, eqx.is_array))
    for i in range(80):
        net, opt_state, loss, acc = step(net, opt_state, x, y)
        if i % 20 == 0 or i == 79:
            print(f"step {i:3d} loss={float(loss):.4f} acc={float(acc):.3f}")
    structure_after = jax.tree_util.tree_structure(eqx.filter(net, eqx.is_array))
    if structure_before != structure_after:
        raise RuntimeError("optimizer changed the model structure")
    print(f"final logit scale: {float(jax.numpy.exp(net.head.log_scale)):.2f}")


if __name__ == "__main__":
    main()
