"""Deep residual MLP trained with rematerialised (checkpointed) blocks."""
