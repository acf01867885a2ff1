import jax

from . import model, rules, train, tree_utils
from .config import TrainConfig


def main():
    cfg = TrainConfig()
    key = jax.random.PRNGKey(cfg.seed)
    k_init, k_data = jax.random.split(key)
    in_dim = 4
    params = model.init_mlp(k_init, [in_dim, *cfg.hidden_sizes, 1])
    print(f"parameters: {tree_utils.count_params(params)}")

    tx = rules.make_optimizer(cfg)
    opt_state = tx.init(params)
    step = train.make_train_step(tx, cfg)
    x, y = train.make_dataset(k_data, 1024, in_dim)

    for i in range(cfg.num_steps):
        lo = (i * cfg.batch_size) % x.shape[0]
        batch = (x[lo:lo + cfg.batch_size], y[lo:lo + cfg.batch_size])
        params, opt_state, metrics = step(params, opt_state, batch)
        if i % cfg.log_every == 0 or i == cfg.num_steps - 1:
            host = jax.device_get(metrics)
            print(f"step {i:3d}  loss={float(host['loss']):.4f}  |g|={float(host['grad_norm']):.3f}")

    norms = jax.device_get(tree_utils.leaf_norms(params))
    for i, layer in enumerate(norms):
        print(f"layer {i}: |W|={float(layer['w']):.3f} |b|={float(layer['b']):.3f}")


if __name__ == "__main__":
    main()
