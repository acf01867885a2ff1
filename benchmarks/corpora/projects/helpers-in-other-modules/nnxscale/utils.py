def log_step(step, loss):
    print(f"step {step}: loss={loss:.4f}")
