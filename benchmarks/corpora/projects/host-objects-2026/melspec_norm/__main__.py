from . import signals, train
from .config import FeatureConfig


def main():
    cfg = FeatureConfig()
    examples = signals.make_examples(cfg)
    batches = signals.collate(examples, cfg.batch_size)
    _, log, stats = train.fit(cfg, batches)
    print(f"frames {stats['n_frames']}  feat p95 {stats['feat_p95']:.2f}")
    print(f"last loss {log['loss'][-1]:.4f}  last batch acc {log['acc'][-1]:.2f}")


if __name__ == "__main__":
    main()
