import equinox as eqx
import jax
import numpy as np

from .config import CONFIG, lookup, with_overrides
from .data import PaddedLoader, make_sequences
from .evaluate import evaluate
from .model import GRUTagger
from .train import make_optimizer, make_step, train_epoch


def main():
    cfg = with_overrides(CONFIG, {"train.epochs": 4})
    rng = np.random.default_rng(lookup(cfg, "seed", 0))
    dcfg = cfg["data"]
    train_loader = PaddedLoader(*make_sequences(dcfg["num_train"], dcfg, rng), dcfg["batch_size"],
                                lookup(cfg, "data.pad_multiple", 8), shuffle=True)
    eval_loader = PaddedLoader(*make_sequences(dcfg["num_eval"], dcfg, rng), dcfg["batch_size"],
                               lookup(cfg, "data.pad_multiple", 8))

    model = GRUTagger(train_loader.num_features, lookup(cfg, "model.hidden", 32), 2, jax.random.PRNGKey(0))
    optimizer = make_optimizer(cfg["optim"])
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)

    for epoch in range(lookup(cfg, "train.epochs", 1)):
        model, opt_state, train_loss = train_epoch(model, opt_state, train_loader, step)
        eval_loss, acc, by_pos = evaluate(model, eval_loader)
        print(f"epoch {epoch}: train {train_loss:.4f} eval {eval_loss:.4f} acc {acc:.3f}")
    print("accuracy by position:", np.round(by_pos, 2))


if __name__ == "__main__":
    main()
