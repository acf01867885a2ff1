import jax
import optax

from . import data, metrics, model, train
from .config import Config


def main() -> None:
    cfg = Config()
    x, y, labeled = data.make_data(cfg)
    print(f"{int(labeled.sum())} of {len(y)} points are labeled")
    sizes = [cfg.n_features] + cfg.widths + [cfg.n_classes]
    params = model.init_mlp(jax.random.PRNGKey(cfg.seed), sizes)
    tx = optax.adam(cfg.lr)
    opt_state = tx.init(params)
    update = train.make_update(tx, cfg.entropy_weight)
    for step in range(cfg.steps):
        params, opt_state, aux = update(params, opt_state, x, y, labeled)
        if step % 50 == 0:
            print(f"step {step:3d} sup {float(aux['sup']):.4f} ent {float(aux['ent']):.4f}")
    acc, per_class, first_wrong = metrics.evaluate(params, x, y, cfg.n_classes, cfg.report_k)
    print(f"accuracy {float(acc):.3f} per-class {per_class.round(3).tolist()}")
    print(f"first misclassified: {first_wrong.tolist()}")


if __name__ == "__main__":
    main()
