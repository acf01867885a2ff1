import jax

from .config import TrainConfig
from .data import make_regression, batches
from .model import SparseMLP
from .sparse import SparseTrainer
from .callbacks import PrintLogger, EarlyStopping, GateReport


def main():
    cfg = TrainConfig()
    train = make_regression(cfg.n_train, cfg.n_features, cfg.n_informative, cfg.seed)
    val = make_regression(cfg.n_val, cfg.n_features, cfg.n_informative, cfg.seed + 1)
    model = SparseMLP(cfg.n_features, cfg.hidden)
    trainer = SparseTrainer(cfg, model, callbacks=[PrintLogger(), EarlyStopping(patience=cfg.patience), GateReport()])
    state = trainer.create_state(jax.random.key(cfg.seed), train[0][:2])
    state = trainer.fit(state, train, val, batches)
    print("final val mse:", trainer.history[-1]["val_mse"])


if __name__ == "__main__":
    main()
