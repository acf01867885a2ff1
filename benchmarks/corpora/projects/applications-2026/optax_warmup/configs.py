CONFIGS = {
    "small": {
        "vocab_size": 64,
        "seq_len": 16,
        "embed_dim": 16,
        "batch_size": 32,
        "peak_lr": 1e-2,
        "warmup_steps": 20,
        "total_steps": 100,
        "weight_decay": 1e-4,
    },
    "base": {
        "vocab_size": 256,
        "seq_len": 32,
        "embed_dim": 64,
        "batch_size": 64,
        "peak_lr": 3e-3,
        "warmup_steps": 200,
        "total_steps": 2000,
        "weight_decay": 1e-4,
    },
}
