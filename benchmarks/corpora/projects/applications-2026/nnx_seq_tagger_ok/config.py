from types import SimpleNamespace

CONFIG = SimpleNamespace(
    vocab_size=40,
    num_tags=4,
    embed_dim=16,
    hidden_dim=32,
    max_len=12,
    min_len=4,
    batch_size=16,
    num_batches=20,
    learning_rate=1e-2,
    epochs=3,
    seed=0,
)
